import type { CompanyResearchResult } from '@jobboard/contracts';
import { candidatePrefixes, rankCompanies } from '@jobboard/domain';
import { countOpenJobsOf, findCompanyCandidates } from '../../data-access/career-tools-repository';

/**
 * The research hub's search: the profiles sharing a word start with the query (a bounded,
 * indexed set) ranked by the typo-tolerant match of the domain; the best one with its open
 * jobs, or none and the names that came closest.
 */
export const researchCompany = async (name: string): Promise<CompanyResearchResult> => {
  const candidates = await findCompanyCandidates(candidatePrefixes(name));
  const { best, suggestions } = rankCompanies(name, candidates);
  const suggestionNames = suggestions.map((company) => company.name);
  if (!best) return { company: null, suggestions: suggestionNames };
  return { company: { ...best, openJobs: await countOpenJobsOf(best.name) }, suggestions: suggestionNames };
};
