// The app's GraphQL endpoint for msw: every test mocks operations on this one link (msw 3 scopes GraphQL
// handlers by URL), whatever origin the API is served from.
import { graphql as mswGraphql } from 'msw/graphql';

export const graphql = mswGraphql.link('*/graphql');
