import type { Job } from '@jobboard/contracts';
import {
  jobPostingStructuredData,
  jobPostingValidThrough,
  jsonForScriptBlock,
  openJobValidityDays,
  requiredJobPostingProperties,
} from './job-posting-structured-data';

const now = new Date('2026-11-25T12:00:00.000Z');
const job: Job = {
  id: '64b000000000000000000001',
  employerId: '64b000000000000000000002',
  title: 'Warehouse Associate',
  location: 'Austin, TX',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  type: 'full-time',
  experience: 'entry',
  salaryMin: 18,
  salaryMax: 22,
  salaryPeriod: 'hourly',
  description: 'Pick & pack orders.\n\nWork with a friendly <team>.',
  requirements: ['Lift 50 lb'],
  responsibilities: ['Pack orders'],
  benefits: ['Health insurance'],
  screeningQuestions: [],
  secondChanceEmployer: true,
  status: 'active',
  applicantCount: 0,
  viewCount: 0,
  companyName: 'Acme Logistics',
  companyLogo: 'building',
  employerStanding: 'verified',
  posted: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
};
const pageUrl = 'https://jobs.example.com/jobs/64b000000000000000000001';

describe("a job's JobPosting structured data", () => {
  it("has every property Google requires, with the job's values", () => {
    const data = jobPostingStructuredData(job, { pageUrl, acceptingApplications: true, now });
    for (const property of requiredJobPostingProperties) expect(data[property]).toBeTruthy();
    expect(data['@context']).toBe('https://schema.org/');
    expect(data['@type']).toBe('JobPosting');
    expect(data.title).toBe('Warehouse Associate');
    expect(data.datePosted).toBe('2026-11-20T09:00:00.000Z');
    expect(data.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Acme Logistics' });
    expect(data.jobLocation.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Austin',
      addressRegion: 'TX',
      postalCode: '78701',
      addressCountry: 'US',
    });
    expect(data.employmentType).toBe('FULL_TIME');
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 18, maxValue: 22, unitText: 'HOUR' },
    });
    expect(data.directApply).toBe(true);
    expect(data.url).toBe(pageUrl);
    expect(data.identifier.value).toBe(job.id);
  });

  it('escapes the job text inside the HTML description', () => {
    const { description } = jobPostingStructuredData(job, { pageUrl, acceptingApplications: true, now });
    expect(description).toContain('<p>Pick &amp; pack orders.</p><p>Work with a friendly &lt;team&gt;.</p>');
    expect(description).toContain('<li>Lift 50 lb</li>');
  });

  it('is valid through the deadline when it is ahead, else for a rolling window from now', () => {
    expect(
      jobPostingValidThrough({ ...job, applicationDeadline: '2026-12-31T00:00:00.000Z' }, { acceptingApplications: true, now }).toISOString(),
    ).toBe('2026-12-31T00:00:00.000Z');
    const rolling = jobPostingValidThrough(job, { acceptingApplications: true, now });
    expect(rolling.getTime() - now.getTime()).toBe(openJobValidityDays * 24 * 60 * 60 * 1000);
  });

  it("announces a closed job's validThrough in the past and no direct apply", () => {
    const data = jobPostingStructuredData(
      { ...job, status: 'closed', applicationDeadline: '2027-01-01T00:00:00.000Z' },
      { pageUrl, acceptingApplications: false, now },
    );
    expect(new Date(data.validThrough).getTime()).toBeLessThan(now.getTime());
    expect(data.directApply).toBe(false);
  });

  it('marks a remote job as telecommute and a yearly single amount as a value', () => {
    const data = jobPostingStructuredData(
      { ...job, type: 'remote', salaryMin: 90000, salaryMax: undefined, salaryPeriod: 'yearly' },
      { pageUrl, acceptingApplications: true, now },
    );
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data.baseSalary?.value).toEqual({ '@type': 'QuantitativeValue', value: 90000, unitText: 'YEAR' });
    expect(
      jobPostingStructuredData({ ...job, salaryMin: undefined, salaryMax: undefined }, { pageUrl, acceptingApplications: true, now }).baseSalary,
    ).toBeUndefined();
  });

  it('writes JSON that cannot close its script block', () => {
    const json = jsonForScriptBlock({ title: '</script><script>alert(1)</script><!--' });
    expect(json).not.toMatch(/[<>]/);
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script><!--' });
  });
});
