import { ApiError, useSubscribeToNewsletter } from '@jobboard/api-client';
import { careerAdviceMessages as text } from '@jobboard/contracts';
import { Button, TextField, useToast } from '@jobboard/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

const StyledSection = styled.section`
  margin-top: ${({ theme }) => theme.space.xxxl};
  padding: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.color.brandSoft};
  border-left: 6px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.color.brandStrong}; }
  > p { margin: 0 0 ${({ theme }) => theme.space.lg}; }
`;

const StyledForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-end;
  > :first-child { flex: 1; }
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    flex-direction: column;
    align-items: stretch;
  }
`;

/** The newsletter sign-up: a blank email is refused in the page, anything else is the server's to judge. */
export const NewsletterForm = () => {
  const subscribe = useSubscribeToNewsletter();
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(text.emailRequired.message);
      toast({ title: text.emailRequired.title, description: text.emailRequired.message, variant: 'destructive' });
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      await subscribe(email);
      setEmail('');
      toast({ title: text.subscribed.title, description: text.subscribed.message, variant: 'success' });
    } catch (failure) {
      // A 400 says what is wrong with the address; anything else is "try again later".
      const message = failure instanceof ApiError && failure.status === 400 ? 'Please enter a valid email address.' : text.subscribeFailed.message;
      if (failure instanceof ApiError && failure.status === 400) setError(message);
      toast({ title: text.subscribeFailed.title, description: message, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  return (
    <StyledSection aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">Get career advice by email</h2>
      <p>New articles, interview tips and job-search guides. One click in any email unsubscribes you.</p>
      <StyledForm onSubmit={handleSubmit} noValidate>
        <TextField
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
          maxLength={254}
        />
        <Button type="submit" $variant="secondary" disabled={sending}>
          {sending ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </StyledForm>
    </StyledSection>
  );
};
