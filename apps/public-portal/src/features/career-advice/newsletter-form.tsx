import { ApiError, useSubscribeToNewsletter, useWrite } from '@jobboard/api-client';
import { careerAdviceMessages as text, contractsTexts } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { useCheckedForm } from '@jobboard/portal-kit';
import { Button, TextField, useToast } from '@jobboard/ui';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { publicTexts } from '../../texts';

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

const checkEmail = ({ email }: { email: string }) =>
  email.trim() ? { ok: true as const } : { ok: false as const, errors: { email: text.emailRequired.message } };

/** The newsletter sign-up: a blank email is refused in the page, anything else is the server's to judge. */
export const NewsletterForm = () => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const sending = useWrite(useSubscribeToNewsletter());
  const { toast } = useToast();
  const { formRef, values, errorOf, textInput, validate, showServerError, reset } = useCheckedForm({
    initialValues: { email: '' },
    check: checkEmail,
    fieldOrder: ['email'],
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.pending) return;
    if (!validate().ok) {
      toast({ title: tc(text.emailRequired.title), description: tc(text.emailRequired.message), variant: 'destructive' });
      return;
    }
    try {
      await sending.run(values.email);
      reset();
      toast({ title: tc(text.subscribed.title), description: tc(text.subscribed.message), variant: 'success' });
    } catch (failure) {
      // A 400 says what is wrong with the address; anything else is "try again later".
      const invalid = failure instanceof ApiError && failure.status === 400;
      const message = invalid ? t('Please enter a valid email address.') : tc(text.subscribeFailed.message);
      if (invalid) showServerError('email', message);
      toast({ title: tc(text.subscribeFailed.title), description: message, variant: 'destructive' });
    }
  };

  return (
    <StyledSection aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading">{t('Get career advice by email')}</h2>
      <p>{t('New articles, interview tips and job-search guides. One click in any email unsubscribes you.')}</p>
      <StyledForm ref={formRef} onSubmit={handleSubmit} noValidate>
        <TextField label={t('Email address')} type="email" autoComplete="email" error={errorOf('email')} maxLength={254} {...textInput('email')} />
        <Button type="submit" $variant="secondary" disabled={sending.pending}>
          {sending.pending ? t('Subscribing…') : t('Subscribe')}

        </Button>
      </StyledForm>
    </StyledSection>
  );
};
