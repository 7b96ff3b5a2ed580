import { builder } from '../../platform/graphql/builder';
import type { PasskeySummary } from './passkeys.service';

const PasskeyCredentialRef = builder.objectRef<PasskeySummary>('PasskeyCredential').implement({
  description: 'A passkey (WebAuthn credential) of the signed-in user.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The credential id, base64url.' }),
    name: t.exposeString('name'),
    createdAt: t.exposeString('createdAt', { description: 'ISO 8601.' }),
    lastUsedAt: t.exposeString('lastUsedAt', { nullable: true, description: 'ISO 8601; null until used.' }),
    deviceType: t.exposeString('deviceType', {
      nullable: true,
      description: 'singleDevice or multiDevice (synced).',
    }),
    backedUp: t.exposeBoolean('backedUp'),
    transports: t.exposeStringList('transports'),
  }),
});

builder.queryField('passkeyCredentials', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [PasskeyCredentialRef],
    description: "The signed-in user's passkeys, oldest first.",
    resolve: (_root, _args, ctx) => ctx.services.passkeys.passkeyCredentials(ctx.viewer),
  }),
);

builder.mutationField('deletePasskey', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: 'Boolean',
    description: "Deletes one of the signed-in user's passkeys; another user's id is NOT_FOUND.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.passkeys.deletePasskey(ctx.viewer, String(args.id)),
  }),
);
