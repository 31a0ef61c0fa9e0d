import { type RouteHandlers, type ServiceContext } from '@jobboard/server-kit';
import { attestFairChance } from '../domain/employers/fair-chance-attestation';

/** The employer's fair-chance attestation (Settings): only the signed-in owner may make it. */
export const fairChanceRoutes = (_context: ServiceContext): Pick<RouteHandlers<'employer-api'>, 'PUT /api/employers/:id/fair-chance'> => ({
  'PUT /api/employers/:id/fair-chance': ({ params, body }) => attestFairChance(params.id, body),
});
