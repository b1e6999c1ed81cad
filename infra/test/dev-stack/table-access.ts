import { describeTableAccess } from '../table-access';
import { synth } from './current';

describeTableAccess(() => synth);
