/**
 * `@module-federation/error-codes` as the front ends bundle it: the same codes and the same
 * exports, without the English description of each code. The federation runtime is in every
 * first view twice (the shell's and the remote's), and the descriptions were 1 kB of it. An error
 * still names its code, its arguments, the original error and the page of the federation docs
 * that explains the code.
 */
export const RUNTIME_001 = 'RUNTIME-001';
export const RUNTIME_002 = 'RUNTIME-002';
export const RUNTIME_003 = 'RUNTIME-003';
export const RUNTIME_004 = 'RUNTIME-004';
export const RUNTIME_005 = 'RUNTIME-005';
export const RUNTIME_006 = 'RUNTIME-006';
export const RUNTIME_007 = 'RUNTIME-007';
export const RUNTIME_008 = 'RUNTIME-008';
export const RUNTIME_009 = 'RUNTIME-009';
export const RUNTIME_010 = 'RUNTIME-010';
export const RUNTIME_011 = 'RUNTIME-011';
export const RUNTIME_012 = 'RUNTIME-012';
export const RUNTIME_013 = 'RUNTIME-013';
export const RUNTIME_014 = 'RUNTIME-014';
export const RUNTIME_015 = 'RUNTIME-015';
export const TYPE_001 = 'TYPE-001';
export const BUILD_001 = 'BUILD-001';
export const BUILD_002 = 'BUILD-002';

type DescriptionMap = Readonly<Record<string, string>>;
export const runtimeDescMap: DescriptionMap = {};
export const typeDescMap: DescriptionMap = {};
export const buildDescMap: DescriptionMap = {};
export const errorDescMap: DescriptionMap = {};

/** `Module Federation error #RUNTIME-008`, its arguments, the docs page of the code and the original message. */
export const getShortErrorMsg = (errorCode: string, descriptions: DescriptionMap, args?: unknown, originalErrorMsg?: string) =>
  [
    `${descriptions[errorCode] ?? 'Module Federation error'} #${errorCode}`,
    ...(args ? [`args: ${JSON.stringify(args)}`] : []),
    `View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/${errorCode.split('-')[0].toLowerCase()}#${errorCode.toLowerCase()}`,
    ...(originalErrorMsg ? [`Original Error Message:\n ${originalErrorMsg}`] : []),
  ].join('\n');
