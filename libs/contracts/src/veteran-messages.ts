// Texts in a module of their own: the veteran dashboard shows them without loading the veteran schemas (and zod).

export const veteranMessages = {
  notFound: 'Veteran profile not found',
  profileUpdated: { title: 'Profile Updated', message: 'Your profile has been saved.' },
  profileFailed: { title: 'Update Failed', message: 'Please check your information and try again.' },
  noRecommendations: { title: 'No recommendations yet', message: 'Add your MOS, skills and location to your profile to get jobs picked for you.' },
  noApplications: { title: 'No applications yet', message: 'Jobs you apply to while signed in appear here with their status.' },
} as const;
