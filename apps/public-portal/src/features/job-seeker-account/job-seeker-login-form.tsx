import { ApiError, useLogInJobSeeker } from '@jobboard/api-client';
import { jobSeekerLoginSchema, messages } from '@jobboard/contracts';
import { Button, PasswordField, TextField, useToast } from '@jobboard/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledSubmit = styled(Button)`
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** Job seeker sign-in: both fields are needed before the API is asked; success opens the job search. */
export const JobSeekerLoginForm = () => {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const { toast } = useToast();
  const navigate = useNavigate();
  const logIn = useLogInJobSeeker();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = jobSeekerLoginSchema.safeParse({ email, password });
    if (!credentials.success) {
      toast({ title: 'Missing Information', description: messages.missingLogin, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      await logIn(credentials.data);
      navigate('/jobs');
    } catch (error) {
      toast({
        title: 'Login Failed',
        description: (error instanceof ApiError && error.serverMessage) || 'Invalid email or password. Please try again.',
        variant: 'destructive',
      });
      setSubmitting(false);
    }
  };

  return (
    <StyledForm noValidate onSubmit={handleSubmit} aria-label="Job seeker login">
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <StyledSubmit type="submit" $size="lg" $block disabled={submitting}>
        {submitting ? 'Signing In...' : 'Sign In'}
      </StyledSubmit>
    </StyledForm>
  );
};
