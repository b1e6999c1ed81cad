// The dev stack's checks, one file per concern under dev-stack/, against a single synth.
import { synthesizeDevStackOnce } from './dev-stack/current';
import './dev-stack/data';
import './dev-stack/alerts';
import './dev-stack/streams';
import './dev-stack/api';
import './dev-stack/table-access';
import './dev-stack/web';
import './dev-stack/firewall';
import './dev-stack/operations';
import './dev-stack/dashboard';
import './dev-stack/sending-domain';
import './dev-stack/resource-counts';
import './dev-stack/acknowledgements';

synthesizeDevStackOnce();
