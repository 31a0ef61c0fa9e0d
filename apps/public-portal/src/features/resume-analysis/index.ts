export { AnalysisTool, type AnalysisToolProps } from './analysis-tool';
