import { ApiError, savedResumeFileUrl, useSavedResumeActions, useSavedResumes } from '@jobboard/api-client';
import { applicationUploadLimits, contractsTexts, savedResumesMessages as text, type SavedResume } from '@jobboard/contracts';
import { allowedExtensions, checkUploadSelection, domainTexts, formatFileSize } from '@jobboard/domain';
import { useTexts } from '@jobboard/i18n';
import { Button, Card, CardDescription, CardTitle, Cluster, Dialog, LoadFailedNotice, SkeletonList, Text, useToast } from '@jobboard/ui';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { portalKitTexts } from './texts';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledResume = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  > div:first-child {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const accept = allowedExtensions('resume').join(',');
const formats = allowedExtensions('resume')
  .map((extension) => extension.slice(1).toUpperCase())
  .join(', ');
const maxMb = applicationUploadLimits.maxFileBytes / (1024 * 1024);

const savedOn = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** A hidden file input opened by a button: the button is what keyboards and screen readers reach. */
const FilePickerButton = ({
  label,
  inputLabel,
  disabled,
  onFile,
  variant,
}: {
  label: string;
  inputLabel: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  variant?: 'outline';
}) => {
  const input = useRef<HTMLInputElement>(null);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <Button type="button" $size="sm" $variant={variant} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input ref={input} type="file" accept={accept} hidden aria-label={inputLabel} tabIndex={-1} onChange={handleChange} />
    </>
  );
};

export interface SavedResumesSectionProps {
  /** Where the section sits in the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * "Your resumes" in a signed-in job seeker's or veteran's profile: keep up to the limit, replace,
 * delete and download them; the Apply dialog offers them instead of a new upload. Files are
 * checked here by size and extension, and by content on the server.
 */
export const SavedResumesSection = ({ headingLevel = 2 }: SavedResumesSectionProps) => {
  const t = useTexts(portalKitTexts);
  const tc = useTexts(contractsTexts);
  const td = useTexts(domainTexts);
  const { data, error, isLoading, mutate } = useSavedResumes(true);
  const actions = useSavedResumeActions();
  const { toast } = useToast();
  const headingId = useId();
  const [pending, setPending] = useState(false);
  const [deleting, setDeleting] = useState<SavedResume>();

  const run = async (work: () => Promise<unknown>, success: string) => {
    setPending(true);
    try {
      await work();
      toast({ title: success, variant: 'success' });
      return true;
    } catch (failure) {
      const description = (failure instanceof ApiError && failure.serverMessage) || t('Please try again.');
      toast({ title: t('Resume not saved'), description, variant: 'destructive' });
      return false;
    } finally {
      setPending(false);
    }
  };

  const checked = (file: File) => {
    const check = checkUploadSelection([{ name: file.name, size: file.size }], 'resume', 0, td);
    if (!check.ok) toast({ title: check.title, description: check.message, variant: 'destructive' });
    return check.ok;
  };

  const handleUpload = (file: File) => {
    if (checked(file)) void run(() => actions.upload(file), tc(text.uploaded));
  };
  const handleReplace = (resume: SavedResume, file: File) => {
    if (checked(file)) void run(() => actions.replace(resume.id, file), tc(text.replaced));
  };
  const handleDelete = async () => {
    if (deleting && (await run(() => actions.remove(deleting.id), tc(text.deleted)))) setDeleting(undefined);
  };

  let content;
  if (error) content = <LoadFailedNotice title={tc(text.loadError)} onRetry={() => void mutate()} />;
  else if (isLoading || !data) content = <SkeletonList count={2} label={t('Loading your resumes')} />;
  else {
    const full = data.resumes.length >= data.limit;
    content = (
      <>
        {data.resumes.length === 0 ? (
          <Text $tone="textMuted">{tc(text.empty)}</Text>
        ) : (
          <StyledList aria-label={t('Saved resumes')}>
            {data.resumes.map((resume) => (
              <StyledResume key={resume.id}>
                <div>
                  <Text $weight="medium">{resume.name}</Text>
                  <Text $tone="textMuted" $size="sm">
                    {t('{{size}} · saved {{date}}', { size: formatFileSize(resume.size), date: savedOn(resume.uploadedAt) })}
                  </Text>
                </div>
                <Cluster $gap="sm">
                  <Button as="a" $size="sm" $variant="outline" href={savedResumeFileUrl(resume.id)} download aria-label={t('Download {{name}}', { name: resume.name })}>
                    {t('Download')}
                  </Button>
                  <FilePickerButton
                    label={t('Replace')}
                    inputLabel={t('New file for {{name}}', { name: resume.name })}
                    variant="outline"
                    disabled={pending}
                    onFile={(file) => handleReplace(resume, file)}
                  />
                  <Button
                    type="button"
                    $size="sm"
                    $variant="destructive"
                    disabled={pending}
                    aria-label={t('Delete {{name}}', { name: resume.name })}
                    onClick={() => setDeleting(resume)}
                  >
                    {t('Delete')}
                  </Button>
                </Cluster>
              </StyledResume>
            ))}
          </StyledList>
        )}
        <Cluster $gap="md">
          <FilePickerButton label={t('Add a resume')} inputLabel={t('Resume file to add')} disabled={pending || full} onFile={handleUpload} />
          <Text $tone="textMuted" $size="sm">
            {full
              ? tc(text.tooMany)
              : t('{{formats}}; up to {{size}}MB. {{kept}} of {{limit}} kept.', { formats, size: maxMb, kept: data.resumes.length, limit: data.limit })}
          </Text>
        </Cluster>
      </>
    );
  }

  return (
    <Card $gap="md" aria-labelledby={headingId} aria-busy={pending}>
      <div>
        <CardTitle as={`h${headingLevel}`} id={headingId}>
          {tc(text.heading)}
        </CardTitle>
        <CardDescription>{tc(text.description)}</CardDescription>
      </div>
      {content}
      <Dialog
        open={deleting !== undefined}
        onClose={() => !pending && setDeleting(undefined)}
        title={t('Delete this resume?')}
        description={
          deleting ? t('{{name}} will be removed from your profile. Applications you sent with it keep their copy.', { name: deleting.name }) : undefined
        }
        footer={
          <>
            <Button type="button" $variant="outline" onClick={() => setDeleting(undefined)} disabled={pending}>
              {t('Cancel')}
            </Button>
            <Button type="button" $variant="destructive" onClick={() => void handleDelete()} disabled={pending}>
              {pending ? t('Deleting...') : t('Delete resume')}
            </Button>
          </>
        }
      />
    </Card>
  );
};
