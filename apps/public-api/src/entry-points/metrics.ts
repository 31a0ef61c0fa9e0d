import { registerCollectedGauge } from '@jobboard/server-kit';
import { resumeTextExtractionLoad } from '@jobboard/applications';

/**
 * public-api's own Prometheus gauges, beside the kit's (requests, event loop, database pool): the
 * resume text extraction queue. The outbox backlog is the worker's (apps/worker).
 */
export const registerPublicApiMetrics = () => {
  registerCollectedGauge<'state'>({
    name: 'resume_extraction_queue',
    help: 'Resume text extractions of this process, by state (running, waiting for a slot).',
    labelNames: ['state'],
    collect(set) {
      const load = resumeTextExtractionLoad();
      set(load.running, { state: 'running' });
      set(load.waiting, { state: 'waiting' });
    },
  });
};
