/**
 * The wrapper every API handler uses (http/api-handler.ts), given the parts it checks requests
 * against: the public origin and the front door.
 */
import { type ApiParts, apiHandlerWith, type Route, type RouteOptions } from '#src/http/api-handler';
import { frontDoor } from './front-door';
import { config } from './runtime';
import { type Part, use } from './scope';

const apiParts: Part<ApiParts> = {
  build: (usePart) => ({ ...usePart(frontDoor), publicOrigin: usePart(config).publicUrl.origin }),
};

export const apiHandler = (route: Route, options: RouteOptions = {}) =>
  apiHandlerWith(() => use(apiParts), route, options);
