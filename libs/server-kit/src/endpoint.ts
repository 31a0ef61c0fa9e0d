import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { validate } from './validate';

interface EndpointSchemas<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType> {
  body?: B;
  query?: Q;
  params?: P;
}

interface EndpointInput<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  req: Request;
  res: Response;
}

/**
 * A thin entry point: validate the request with the contracts, call the use case, send
 * what it returns as JSON. Set another status on `res` first to answer e.g. 201.
 */
export const endpoint = <
  B extends z.ZodType = z.ZodUnknown,
  Q extends z.ZodType = z.ZodUnknown,
  P extends z.ZodType = z.ZodUnknown,
>(
  schemas: EndpointSchemas<B, Q, P>,
  run: (input: EndpointInput<z.infer<B>, z.infer<Q>, z.infer<P>>) => Promise<unknown>,
): RequestHandler[] => [
  validate(schemas),
  async (req, res) => {
    const result = await run({
      body: req.body as z.infer<B>,
      query: req.query as z.infer<Q>,
      params: req.params as z.infer<P>,
      req,
      res,
    });
    if (res.headersSent) return;
    if (result === undefined) res.status(res.statusCode === 200 ? 204 : res.statusCode).end();
    else res.json(result);
  },
];
