import { configurePlanPrices, createStripeGateway, stripePriceIdsOf, type Payments } from '@jobboard/billing';
import { pingDatabase } from '@jobboard/db';
import { createServiceApp, createServiceContext, type Logger } from '@jobboard/server-kit';
import express from 'express';
import { mailSettingsOf, type EmployerApiConfig } from './config';
import { billingRoutes } from './entry-points/billing-routes';
import { employerRoutes } from './entry-points/employer-routes';
import { fairChanceRoutes } from './entry-points/fair-chance-routes';
import { hiringRoutes } from './entry-points/hiring-routes';
import { interviewRoutes } from './entry-points/interview-routes';

export const createEmployerApi = ({ config, logger }: { config: EmployerApiConfig; logger: Logger }) => {
  const context = createServiceContext(config);
  const gateway = createStripeGateway(config);
  const payments: Payments | undefined = gateway && {
    gateway,
    // Every plan carries its Stripe price before any is sold; purchases wait for this.
    pricesReady: configurePlanPrices(gateway, stripePriceIdsOf(config), logger).catch((error: unknown) => {
      logger.error({ err: error }, 'could not configure the plans\' Stripe prices; plans without one cannot be sold');
    }),
  };
  const mail = mailSettingsOf(config);
  return createServiceApp({
    service: 'employer-api',
    routes: { ...employerRoutes(context), ...fairChanceRoutes(context), ...hiringRoutes(context, mail), ...interviewRoutes(context, mail), ...billingRoutes(context, payments) },
    guards: context.guards,
    logger,
    config,
    readiness: pingDatabase,
    // The webhook's signature is over the exact bytes Stripe sent: read them raw, before JSON.
    rawBodyRoutes: (app) => app.use('/api/stripe/webhook', express.raw({ type: '*/*', limit: '512kb' })),
  });
};
