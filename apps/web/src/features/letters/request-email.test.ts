import { describe, expect, it } from 'vitest';
import { joinNames, mailtoHref, reminderEmail, requestEmail } from './request-email.ts';

const context = {
  studentName: 'Maya Chen',
  recommenderName: 'Dr. Ana Ruiz',
  schoolNames: ['Massachusetts Institute of Technology', 'Stanford University'],
  dueDate: '2030-11-01',
};

describe('prepared emails', () => {
  it('joins university names as a sentence', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['A'])).toBe('A');
    expect(joinNames(['A', 'B'])).toBe('A and B');
    expect(joinNames(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it('asks politely, naming the universities and the due date', () => {
    const draft = requestEmail(context);
    expect(draft.subject).toBe('Recommendation letter request from Maya Chen');
    expect(draft.body).toContain('Dear Dr. Ana Ruiz,');
    expect(draft.body).toContain('I am applying to Massachusetts Institute of Technology and Stanford University');
    expect(draft.body).toContain('The letter is due by November 1, 2030.');
    expect(draft.body.trim().endsWith('Maya Chen')).toBe(true);
    expect(requestEmail({ ...context, schoolNames: [], dueDate: null }).body).toContain('I am applying to college, and');
  });

  it('reminds with the due date in the subject when there is one', () => {
    expect(reminderEmail(context).subject).toBe('Friendly reminder: recommendation letter due November 1, 2030');
    expect(reminderEmail(context).body).toContain(
      'my applications to Massachusetts Institute of Technology and Stanford University, which is due on November 1, 2030.',
    );
    expect(reminderEmail({ ...context, dueDate: null }).subject).toBe('Friendly reminder: recommendation letter');
  });

  it('builds a mailto link with encoded subject and CRLF line breaks', () => {
    const href = mailtoHref('ana.ruiz+letters@school.example', { subject: 'Hi & thanks?', body: 'Line 1\nLine 2' });
    expect(href).toBe('mailto:ana.ruiz%2Bletters@school.example?subject=Hi%20%26%20thanks%3F&body=Line%201%0D%0ALine%202');
  });
});
