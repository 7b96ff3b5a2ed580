import { builder } from '../../platform/graphql/builder';
import type { DocumentPageRow } from './documents.repository';
import { documentUrl } from './documents.service';

export const DocumentRef = builder.objectRef<DocumentPageRow>('Document').implement({
  description: 'A document the user received or signed: a receipt or a waiver (docs/decisions/025).',
  fields: (t) => ({
    documentId: t.id({ resolve: (d) => d.id }),
    kind: t.exposeString('kind', { description: 'RECEIPT or WAIVER.' }),
    title: t.exposeString('title'),
    url: t.string({
      description:
        'The PDF: /api/documents/{id}/file for a receipt (GET with the bearer token), the stored file for a waiver.',
      resolve: (d) => documentUrl(d),
    }),
    transactionId: t.exposeID('transactionId', { nullable: true }),
    signedAt: t.string({ nullable: true, resolve: (d) => d.signedAt?.toISOString() ?? null }),
    createdAt: t.string({ resolve: (d) => d.createdAt.toISOString() }),
  }),
});

builder.queryField('myDocuments', (t) =>
  t.withAuth({ signedIn: true }).connection(
    {
      type: DocumentRef,
      description:
        'The signed-in user’s documents, newest first; 10 a page unless `first` says otherwise (≤ 100).',
      resolve: (_root, args, ctx) =>
        ctx.services.documents.myDocuments(ctx.viewer, {
          first: args.first ?? null,
          after: args.after ?? null,
        }),
    },
    {
      name: 'DocumentConnection',
      fields: (tc) => ({
        nodes: tc.field({
          type: [DocumentRef],
          resolve: (connection) => connection.edges.flatMap((edge) => (edge ? [edge.node] : [])),
        }),
      }),
    },
  ),
);
