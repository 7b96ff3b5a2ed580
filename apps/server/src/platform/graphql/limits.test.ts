import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { queryLimitRules } from './limits';

// A schema with a cycle, the shape that makes unbounded queries possible (events → attendees → events…).
const schema = buildSchema(`
  type Query { event(id: ID!): Event }
  type Event { id: ID! name: String attendees: [User!]! }
  type User { id: ID! name: String events: [Event!]! }
`);
const rules = queryLimitRules({ maxDepth: 6, maxCost: 50, maxAliases: 4 });
const check = (query: string) => validate(schema, parse(query), rules);

describe('query limit rules', () => {
  it('accept an ordinary query', () => {
    expect(check('{ event(id: 1) { id name attendees { id name } } }')).toEqual([]);
  });

  it('refuse a deep cyclic query, through fragments too', () => {
    const deep =
      '{ event(id: 1) { attendees { events { attendees { events { attendees { events { id } } } } } } } }';
    const errors = check(deep);
    expect(errors.map((e) => e.message)).toContain('Query depth limit of 6 exceeded, found 8.');
    expect(errors[0]?.extensions.code).toBe('QUERY_TOO_COMPLEX');

    const viaFragments = `{ event(id: 1) { ...A } }
      fragment A on Event { attendees { ...B } }
      fragment B on User { events { attendees { events { attendees { events { id } } } } } }`;
    expect(check(viaFragments).some((e) => e.message.startsWith('Query depth limit of 6'))).toBe(true);
  });

  it('refuse a costly query and too many aliases', () => {
    const wide = Array.from(
      { length: 4 },
      (_, i) => `e${i}: event(id: ${i}) { attendees { events { attendees { id name } } } }`,
    );
    const errors = check(`{ ${wide.join(' ')} }`);
    expect(errors.some((e) => /^Query Cost limit of 50 exceeded/.test(e.message))).toBe(true);

    const aliases = Array.from({ length: 6 }, (_, i) => `a${i}: event(id: ${i}) { id }`).join(' ');
    expect(check(`{ ${aliases} }`).map((e) => e.message)).toContain('Aliases limit of 4 exceeded, found 6.');
  });
});
