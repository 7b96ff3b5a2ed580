// Version 2 of the legal documents: the current version.
export const termsOfServiceV2 = /* html */ `
<h1>Terms of Service</h1>
<p><em>Version 2 · effective November 1, 2026</em></p>
<p>Welcome to RepClub. These Terms of Service ("Terms") govern your access to and use of the RepClub web
application, including events and tickets, rep clubs, rep points, offers, achievements, pies, slices, rewards
and trades (together, the "Service"). By creating an account or using the Service you agree to these Terms.
If you do not agree, do not use the Service.</p>

<h2>1. Who may use the Service</h2>
<p>You must be old enough to form a binding contract where you live, and at least the minimum age that an
event or club sets for its activities. Some events carry an age limit; hosts may refuse entry to anyone who
does not meet it.</p>

<h2>2. Your account</h2>
<ul>
  <li>Give accurate information when you sign up and keep it current.</li>
  <li>Keep your password and passkeys secure. You are responsible for activity under your account.</li>
  <li>You may delete your account at any time. A deleted account can be recovered for 90 days; after that its
  data is permanently deleted.</li>
</ul>

<h2>3. Events, tickets and guest lists</h2>
<p>Hosts are responsible for their events, including the description, price, fees shown at checkout, age
limits, waivers and refund policy. A ticket is a revocable licence to attend an event. Tickets that require
approval are confirmed only once a host approves them. Tickets may be shared or gifted only where the host
allows it.</p>

<h2>4. Rep clubs, rep points and offers</h2>
<p>Rep points have no cash value, cannot be exchanged for money and may expire or be adjusted where a club's
rules say so. Offers and achievements are provided by the club that publishes them.</p>

<h2>5. Pies, slices and rewards</h2>
<p>Slices represent participation in a creator's community, not securities, equity or a claim on revenue.
Rewards are awarded under the rules published with each reward.</p>

<h2>6. Payments and payouts</h2>
<p>Payments are processed by third-party payment providers. All amounts are charged in the currency shown
at checkout. Payouts to hosts and creators are made to the payout account they connect.</p>

<h2>7. Acceptable use</h2>
<p>Do not misuse the Service: no fraud, harassment, scraping, automated ticket buying, or attempts to break or
overload the Service.</p>

<h2>8. Changes to these Terms</h2>
<p>We may update these Terms. Each version carries a number; when a new version is published we will ask you
to accept it before you continue.</p>

<h2>9. Contact</h2>
<p>Questions about these Terms: <a href="mailto:support@repclub.example">support@repclub.example</a>.</p>
`;

export const privacyPolicyV2 = /* html */ `
<h1>Privacy Policy</h1>
<p><em>Version 2 · effective November 1, 2026</em></p>
<p>This policy explains what personal information RepClub collects, why, and the choices you have.</p>

<h2>1. What we collect</h2>
<ul>
  <li><strong>Account information:</strong> name, username, email address, phone number, gender and date of
  birth.</li>
  <li><strong>Activity:</strong> events you book or attend, check-ins, clubs you join, rep points, offers,
  achievements, slices and rewards.</li>
  <li><strong>Payments:</strong> the payment provider processes your card details; we keep transaction
  records, never full card numbers.</li>
  <li><strong>Device data:</strong> IP address and browser type, for security and fraud prevention.</li>
</ul>

<h2>2. How we use it</h2>
<p>To run your account and the Service, to let hosts manage their guest lists, to prevent fraud, to send the
notifications and emails you ask for, and to meet legal obligations. Your birthday helps us provide a
tailored experience for your age; statistics shown to hosts use age ranges, never exact dates.</p>

<h2>3. Who sees it</h2>
<p>Event hosts see the information needed to manage their events (for example your name and ticket status).
An event address may be visible only to approved attendees. We share data with service providers (payments,
email, text messages) only to run the Service. We do not sell personal information.</p>

<h2>4. Your choices</h2>
<ul>
  <li>Edit your profile and email subscriptions at any time from your profile.</li>
  <li>Delete your account; it can be recovered for 90 days and is then permanently deleted.</li>
  <li>Unsubscribe from marketing email with the link in each message.</li>
</ul>

<h2>5. Contact</h2>
<p>Privacy questions: <a href="mailto:privacy@repclub.example">privacy@repclub.example</a>.</p>
`;
