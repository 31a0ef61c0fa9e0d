/** The workspace's Nx generators (generators.json registers them as @jobboard/generators). */
export { endpointGenerator, type EndpointOptions } from './endpoint/generator';
export { featureGenerator, type FeatureOptions } from './feature/generator';
