import { confirmApplicationFromOutbox, minimalPdf, type TestClient } from '@jobboard/test-kit';

const resumePdf = minimalPdf('Forklift certified warehouse lead');

/**
 * Applies through the real endpoint as the browser's modal does (multipart, every screening
 * answer given), as the person whose cookies `client` holds; cookies set by the answer are kept.
 * An application that waits for its emailed confirmation is confirmed through the real endpoint
 * with the link's token from the outbox, as its applicant would.
 */
export const applyThroughApi = async (
  apiUrl: string,
  jobId: string,
  applicant: { name?: string; email: string },
  client?: TestClient,
) => {
  const body = new FormData();
  body.append('applicantName', applicant.name ?? 'Rosa Delgado');
  body.append('applicantEmail', applicant.email);
  body.append('screeningResponses', JSON.stringify(['No, never', 'Yes, I own a car', 'I understand']));
  body.append('resume', new Blob([new Uint8Array(resumePdf)]), 'resume.pdf');
  const response = await fetch(`${apiUrl}/api/jobs/${jobId}/apply`, {
    method: 'POST',
    body,
    headers: client?.cookieHeader ? { cookie: client.cookieHeader } : {},
  });
  const setCookies = response.headers.getSetCookie();
  for (const setCookie of setCookies) {
    const [pair] = setCookie.split(';');
    const separator = pair.indexOf('=');
    client?.setCookie(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
  }
  const answer = (await response.json()) as { id: string; userId?: string };
  if (response.status === 202) return { id: await confirmApplicationFromOutbox(apiUrl, applicant.email), userId: undefined, setCookies };
  if (response.status !== 201) throw new Error(`apply failed: ${response.status} ${JSON.stringify(answer)}`);
  return { id: answer.id, userId: answer.userId, setCookies };
};
