// The app's clients, one per declared profile. Renderers and stores import `http`.
import { createClient } from './client.ts';
import { mainProfile, secondaryProfile } from './profiles.ts';

export const http = createClient(mainProfile);

/** The original's secondary client (/prod-api, X-Token, code 20000); no page of this project uses it yet. */
export const secondaryHttp = createClient(secondaryProfile);

export { ApiError, ClientCode } from './types.ts';
export type { BodyMode, Http, RequestOptions } from './types.ts';
