export { Tutorial } from './tutorial';
