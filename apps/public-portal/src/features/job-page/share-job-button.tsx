import { jobPagePath, jobPageMessages as text } from '@jobboard/contracts';
import { Button, Icon, useToast } from '@jobboard/ui';

export interface ShareJobButtonProps {
  jobId: string;
  jobTitle: string;
}

/** Copies the job page's address (without the visitor's own query) and says so. */
export const ShareJobButton = ({ jobId, jobTitle }: ShareJobButtonProps) => {
  const { toast } = useToast();
  const handleShare = async () => {
    const link = `${window.location.origin}${jobPagePath(jobId)}`;
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: text.linkCopiedTitle, description: text.linkCopiedDescription, variant: 'success' });
    } catch {
      // The clipboard can be refused (permissions, an insecure origin): show the link to copy by hand.
      toast({ title: text.copyFailedTitle, description: link, variant: 'destructive' });
    }
  };
  return (
    <Button type="button" $variant="outline" onClick={() => void handleShare()} aria-label={`Share ${jobTitle}: copy link`}>
      <Icon name="send" />
      Share
    </Button>
  );
};
