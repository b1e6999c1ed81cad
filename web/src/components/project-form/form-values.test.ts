import type { Project } from '@lienminder/shared';
import { describe, expect, it } from 'vitest';
import { aProject } from '../dashboard/screen-harness';
import { projectFieldsOf } from './form-values';

describe('projectFieldsOf', () => {
  it('never carries the id or timestamps back to the API', () => {
    expect(projectFieldsOf(aProject())).not.toHaveProperty('id');
    expect(projectFieldsOf(aProject())).not.toHaveProperty('updatedAt');
    expect(projectFieldsOf(aProject())).not.toHaveProperty('createdAt');
  });

  it('keeps the new-project default for a field an older record lacks', () => {
    const { timeZone: _missing, ...older } = aProject({ name: 'Older Job', timeZone: 'America/Chicago' });
    expect(projectFieldsOf(older as Project)).toMatchObject({
      name: 'Older Job',
      timeZone: 'America/New_York',
    });
  });
});
