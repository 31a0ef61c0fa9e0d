import { readFileSync } from 'node:fs';
import { scoreQualification } from '@jobboard/domain';
const data = JSON.parse(readFileSync('libs/job-language/quality/resume-ranking.json', 'utf8'));
for (const r of data.resumes.filter((x: any) => /^(csr|rn|cdl|swe)-[3-5]$/.test(x.id))) {
  const job = data.jobs.find((j: any) => j.id === r.job);
  const res = scoreQualification({ title: job.title, experience: job.experience, requirements: job.requirements }, { resumeText: r.text, screening: [] }, { now: new Date('2025-06-15') });
  const met = res.explanation.requirementsMet.map((m: any) => job.requirements.indexOf(m.requirement));
  console.log(r.id, 'label', r.met.join(','), 'engine', met.join(','), 'score', res.qualificationScore);
  for (const i of new Set([...r.met, ...met])) if (r.met.includes(i) !== met.includes(i)) console.log('   ', r.met.includes(i) ? 'MISSED' : 'EXTRA', job.requirements[i], '|', res.explanation.requirementsMet.find((m: any) => m.requirement === job.requirements[i])?.evidence ?? '');
}
