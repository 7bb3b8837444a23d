import { describeArea } from './support/describe-area.ts';

describeArea('vision-ai');
