import { describe, expect, it } from 'vitest';
import { filterProjects } from './filter-projects';
import { aProject } from './screen-harness';

const tower = aProject({ id: 'p1', name: 'Bayfront Tower', address: '100 Biscayne Blvd, Miami' });
const school = aProject({
  id: 'p2',
  name: 'Oak Elementary',
  address: '5 Oak St, Tampa',
  propertyOwner: 'Hillsborough Schools',
  generalContractor: 'Gulf Coast Construction',
});
const projects = [tower, school];

describe('filterProjects', () => {
  it.each([
    ['name', 'oak elem'],
    ['address', 'TAMPA'],
    ['property owner', 'hillsborough'],
    ['general contractor', 'gulf coast'],
  ])('matches on the %s, ignoring case', (_field, query) => {
    expect(filterProjects(projects, query)).toEqual([school]);
  });

  it('keeps every project for a blank query and none for a query nothing contains', () => {
    expect(filterProjects(projects, '   ')).toEqual(projects);
    expect(filterProjects(projects, 'orlando')).toEqual([]);
  });

  it('does not match on fields the spec leaves out of the search', () => {
    const withContact = aProject({ ownerContact: 'owner@orlando.example' });
    expect(filterProjects([withContact], 'orlando')).toEqual([]);
  });
});
