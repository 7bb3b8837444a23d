/**
 * @module `TRAFFIC` checked before the target is opened, so a file that cannot be used is the
 * command's one line (exit 2) with nothing started or sent. The run reads the files again when it
 * places them on the target (its base path and record ids): a second parse, bounded by the files.
 */
import type { Config } from '../core/config.ts';
import { readTraffic } from '../traffic/read-traffic.ts';

export function checkTraffic(config: Config): void {
  if (config.traffic !== undefined) readTraffic(config.traffic);
}
