import { ApplicationModel, JobModel } from '@jobboard/db';

/**
 * Jobs and applications carry the company name so a search page is one query; a renamed
 * company is renamed there too. Jobs are saved one by one so their search text follows.
 */
export const renameCompanyEverywhere = async (employerId: string, companyName: string) => {
  for await (const job of JobModel.find({ employerId })) {
    job.companyName = companyName;
    await job.save();
  }
  await ApplicationModel.updateMany({ employerId }, { $set: { companyName } });
};
