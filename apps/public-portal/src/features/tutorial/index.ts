export { Tutorial } from './tutorial';
export { tutorialTracks, type TutorialAudience, type TutorialStep, type TutorialTrack } from './tutorial-steps';
