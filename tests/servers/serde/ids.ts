/**
 * @module The serde server's ids: `u64` primary keys, one sequence per table, shared by every
 * server started in the process as the seeds of one database would be.
 */
import { keySequences } from '../shared/model-server.ts';

export const nextSerdeId = keySequences(765_001);
