export { ApplicationsTab, type ApplicationsTabProps } from './applications-tab';
export { PipelineTab, type PipelineTabProps } from './pipeline-tab';
