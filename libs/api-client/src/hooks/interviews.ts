import {
  employerInterviewListSchema,
  employerInterviewSchema,
  weeklyAvailabilitySchema,
  type AvailabilityUpdate,
  type InterviewUpdate,
  type ScheduleInterviewBody,
} from '@jobboard/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiPath, send } from '../api-call';
import { getJson } from '../fetcher';
import { hiringKeys } from './employer-dashboard';

/*
 * The employer's interviews and weekly availability. A failed call throws the fetcher's
 * ApiError: its `serverMessage` is the service's words (a 409 names the clashing interview), for
 * the dialog's failure toast.
 */

const keys = {
  availability: (employerId: string) => apiPath('GET /api/employers/:id/availability', { id: employerId }),
  interviews: (employerId: string) => apiPath('GET /api/employers/:id/interviews', { id: employerId }),
};

/** GET /api/employers/:id/availability: the week interviews can be booked in, and its time zone. */
export const useAvailability = (employerId: string | undefined) =>
  useSWR(employerId ? keys.availability(employerId) : null, async (url: string) => weeklyAvailabilitySchema.parse(await getJson(url)));

/** PUT /api/employers/:id/availability: the whole week at once. */
export const useSaveAvailability = (employerId: string) => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (update: AvailabilityUpdate) => {
      const availability = weeklyAvailabilitySchema.parse(
        await send('PUT /api/employers/:id/availability', { params: { id: employerId }, body: update }),
      );
      await mutate(keys.availability(employerId), availability, { revalidate: false });
      return availability;
    },
    [employerId, mutate],
  );
};

/** GET /api/employers/:id/interviews: soonest first, each with its zone and where the candidate joins. */
export const useEmployerInterviews = (employerId: string | undefined) =>
  useSWR(employerId ? keys.interviews(employerId) : null, async (url: string) => employerInterviewListSchema.parse(await getJson(url)));

/** POST /api/interviews: books the interview and queues the candidate's invitation (400, 404 or 409 when it cannot). */
export const useScheduleInterview = (employerId: string) => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (booking: ScheduleInterviewBody) => {
      const interview = employerInterviewSchema.parse(await send('POST /api/interviews', { body: booking }));
      // The booking moves the application to the interview stage ("Interviewing"): its lists read it again.
      const applicationLists = [hiringKeys.applications(employerId), hiringKeys.ranked(employerId), hiringKeys.application(booking.applicationId)];
      await Promise.all([
        mutate(keys.interviews(employerId)),
        mutate((key) => typeof key === 'string' && applicationLists.some((path) => key.startsWith(path))),
      ]);
      return interview;
    },
    [employerId, mutate],
  );
};

/** PUT /api/interviews/:id: only the changed fields; a new time reschedules under the booking rules. */
export const useUpdateInterview = (employerId: string) => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (interviewId: string, update: InterviewUpdate) => {
      const interview = employerInterviewSchema.parse(await send('PUT /api/interviews/:id', { params: { id: interviewId }, body: update }));
      await mutate(keys.interviews(employerId));
      return interview;
    },
    [employerId, mutate],
  );
};
