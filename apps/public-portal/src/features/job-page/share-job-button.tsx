import { contractsTexts, jobPagePath, jobPageMessages as text } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { Button, Icon, useToast } from '@jobboard/ui';
import { publicTexts } from '../../texts';

export interface ShareJobButtonProps {
  jobId: string;
  jobTitle: string;
}

/** Copies the job page's address (without the visitor's own query) and says so. */
export const ShareJobButton = ({ jobId, jobTitle }: ShareJobButtonProps) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const { toast } = useToast();
  const handleShare = async () => {
    const link = `${window.location.origin}${jobPagePath(jobId)}`;
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: tc(text.linkCopiedTitle), description: tc(text.linkCopiedDescription), variant: 'success' });
    } catch {
      // The clipboard can be refused (permissions, an insecure origin): show the link to copy by hand.
      toast({ title: tc(text.copyFailedTitle), description: link, variant: 'destructive' });
    }
  };
  return (
    <Button type="button" $variant="outline" onClick={() => void handleShare()} aria-label={t('Share {{title}}: copy link', { title: jobTitle })}>
      <Icon name="send" />
      {t('Share')}

    </Button>
  );
};
