import { useTexts } from '@jobboard/i18n';
import { Tabs } from '@jobboard/ui';
import { useState } from 'react';
import { publicTexts } from '../../texts';
import { TutorialCompletion } from './tutorial-completion';
import { tutorialTracks, type TutorialAudience } from './tutorial-steps';
import { TutorialWalkthrough } from './tutorial-walkthrough';

/** The tutorial: a tab per audience, walked step by step to a completion screen. */
export const Tutorial = () => {
  const t = useTexts(publicTexts);
  const [audience, setAudience] = useState<TutorialAudience>('job-seekers');
  const [stepIndex, setStepIndex] = useState(0);
  const [completed, setCompleted] = useState(false);
  const [reviewing, setReviewing] = useState(false);

  // Spec: switching tabs starts the other tutorial from step 1.
  const handleAudienceChange = (next: TutorialAudience) => {
    setAudience(next);
    setStepIndex(0);
    setCompleted(false);
    setReviewing(false);
  };

  const handleComplete = () => setCompleted(true);

  const handleReview = () => {
    setStepIndex(0);
    setCompleted(false);
    setReviewing(true);
  };

  return (
    <Tabs
      label={t('Choose a tutorial')}
      value={audience}
      onChange={handleAudienceChange}
      tabs={tutorialTracks.map((track) => ({
        id: track.audience,
        label: t(track.label),

        content: completed ? (
          <TutorialCompletion track={track} onReview={handleReview} />
        ) : (
          <TutorialWalkthrough
            track={track}
            stepIndex={stepIndex}
            onStepChange={setStepIndex}
            onComplete={handleComplete}
            focusOnMount={reviewing}
          />
        ),
      }))}
    />
  );
};
