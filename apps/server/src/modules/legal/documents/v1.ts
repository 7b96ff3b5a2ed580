// Version 1 of the legal documents, superseded by version 2. Kept so that agreements recorded against it
// stay readable.
export const termsOfServiceV1 = /* html */ `
<h1>Terms of Service</h1>
<p><em>Version 1</em></p>
<p>These terms govern your use of RepClub: its events, rep clubs, rep points, offers, achievements, pies,
slices and rewards. By creating an account you agree to them.</p>
<h2>1. Your account</h2>
<p>You must give accurate information when you sign up and keep your password secret. You are responsible for
what happens under your account.</p>
<h2>2. Events and tickets</h2>
<p>Hosts set the price, terms and refund policy of their events. A ticket is a licence to attend, not a
property right.</p>
<h2>3. Contact</h2>
<p>Questions about these terms: support@repclub.example.</p>
`;

export const privacyPolicyV1 = /* html */ `
<h1>Privacy Policy</h1>
<p><em>Version 1</em></p>
<p>We collect the information you give us to run your account and the events, clubs and pies you take part
in. We do not sell your personal information.</p>
<h2>Contact</h2>
<p>Privacy questions: privacy@repclub.example.</p>
`;
