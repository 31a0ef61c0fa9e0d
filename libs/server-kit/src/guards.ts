import type { Role } from '@jobboard/contracts';
import type { RequestHandler } from 'express';
import { AppError } from './app-error';
import { readSession, type SessionClaims, type SessionSettings } from './sessions';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by the guards once the session cookie has been verified against the store. */
      session?: SessionClaims;
    }
  }
}

export interface Guards {
  /** 401 without a session; 403 when the session's role is not one of these. */
  requireRole(...allowed: Role[]): RequestHandler;
  /**
   * The record named by `req.params[param]` belongs to the session's own account of
   * this role, or the session is an admin's. The id in the URL is only a locator.
   */
  requireOwnerOrAdmin(role: Exclude<Role, 'admin'>, param?: string): RequestHandler;
  /** As requireOwnerOrAdmin, for changes: only the owner itself, never an admin acting as it. */
  requireOwner(role: Exclude<Role, 'admin'>, param?: string): RequestHandler;
  /**
   * For "who is signed in as this role" calls, which the header makes on every page: never
   * refuses, so a visitor gets an answer instead of an error; `req.session` is set only for a
   * session of this role (another role's session is no session of this kind); without a role,
   * for a session of any role.
   */
  sessionOf(role?: Role): RequestHandler;
  /** Reads the session when there is one, for routes open to everyone. */
  optionalSession: RequestHandler;
}

export const createGuards = (settings: SessionSettings): Guards => {
  const authenticate: RequestHandler = async (req, _res, next) => {
    req.session = await readSession(req, settings);
    if (!req.session) return next(AppError.unauthenticated());
    next();
  };
  return {
    requireRole:
      (...allowed) =>
      async (req, res, next) =>
        authenticate(req, res, (error?: unknown) => {
          if (error) return next(error);
          if (!allowed.includes(req.session!.role)) return next(AppError.forbidden());
          next();
        }),
    requireOwnerOrAdmin:
      (role, param = 'id') =>
      async (req, res, next) =>
        authenticate(req, res, (error?: unknown) => {
          if (error) return next(error);
          const session = req.session!;
          const owns = session.role === role && session.subjectId === req.params[param];
          if (session.role !== 'admin' && !owns) return next(AppError.forbidden());
          next();
        }),
    requireOwner:
      (role, param = 'id') =>
      async (req, res, next) =>
        authenticate(req, res, (error?: unknown) => {
          if (error) return next(error);
          const session = req.session!;
          if (session.role !== role || session.subjectId !== req.params[param]) return next(AppError.forbidden());
          next();
        }),
    sessionOf: (role) => async (req, _res, next) => {
      const session = await readSession(req, settings);
      req.session = role === undefined || session?.role === role ? session : undefined;
      next();
    },
    optionalSession: async (req, _res, next) => {
      req.session = await readSession(req, settings);
      next();
    },
  };
};
