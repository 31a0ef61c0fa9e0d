/** A posting's location that names no place on purpose. */
export const isRemoteLocation = (location: string): boolean => /^\s*(remote|anywhere|work from home|wfh)\b/i.test(location);
