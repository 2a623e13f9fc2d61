import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@stillpoint/contracts';
import { engagementEndpoints } from '@stillpoint/contracts/endpoints/engagement';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { BusinessQuestionsForm } from './BusinessQuestionsForm';

const QUESTIONS = [
  { id: 1, question: 'How many people work with you?', answer: 'Five' },
  { id: 2, question: 'What would help your team most?', answer: null },
];

beforeEach(() => localStorage.setItem(STORAGE_KEYS.accessToken, 'front-access-token'));
afterEach(() => vi.unstubAllGlobals());

describe('BusinessQuestionsForm', () => {
  it('fills saved answers and sends the answered questions', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith(engagementEndpoints.frontBusinessQuestions.url))
        return jsonResponse(200, { status: true, message: 'Success', data: { canAnswer: true, questions: QUESTIONS } });
      expect(url).toBe(engagementEndpoints.frontBusinessAnswers.url);
      expect(JSON.parse(String(init?.body))).toEqual({
        answers: [
          { question_id: 1, answer: 'Five' },
          { question_id: 2, answer: 'Calm meetings' },
        ],
      });
      return jsonResponse(200, {
        status: true,
        message: 'Your answers submitted successfully',
        data: { canAnswer: true, questions: [QUESTIONS[0], { ...QUESTIONS[1], answer: 'Calm meetings' }] },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<BusinessQuestionsForm />);
    const first = (await screen.findByLabelText('How many people work with you?')) as HTMLTextAreaElement;
    expect(first.value).toBe('Five');
    fireEvent.change(screen.getByLabelText('What would help your team most?'), { target: { value: 'Calm meetings' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my answers' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('tells personal users the questions are for business accounts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { status: true, message: 'Success', data: { canAnswer: false, questions: QUESTIONS } })),
    );
    renderWithProviders(<BusinessQuestionsForm />);
    expect(await screen.findByText('These questions are for business accounts.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save my answers' })).toBeNull();
  });
});
