import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectQuery } from '@/components/project-page/saved-project';
import { json, stubApi } from '@/test/app-harness';
import { createQueryClient } from './query-client';

afterEach(() => vi.unstubAllGlobals());

function ProjectName({ id }: { id: string }) {
  const { data, error } = useQuery(projectQuery(id));
  if (error) return <p>{error.message}</p>;
  return <p>{data ? data.project.name : 'loading'}</p>;
}

describe('query client (docs/product.md section 9 defaults)', () => {
  it('keeps an answer: a second screen does not ask again', async () => {
    const requests = stubApi({ 'GET /api/projects/p1': json(200, { project: { name: 'Bayfront Tower' } }) });
    const client = createQueryClient();
    const first = render(
      <QueryClientProvider client={client}>
        <ProjectName id="p1" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Bayfront Tower')).toBeInTheDocument();
    first.unmount();
    render(
      <QueryClientProvider client={client}>
        <ProjectName id="p1" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Bayfront Tower')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('does not retry a failed request', async () => {
    const requests = stubApi({ 'GET /api/projects/p2': json(500, { message: 'boom' }) });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ProjectName id="p2" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('500: {"message":"boom"}')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });
});
