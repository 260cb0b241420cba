// A visitor's estimate and wysh List read as one: an estimate exists from the answers on (the sliders' first
// choice), and the share of the wyshes it covers is the domain's, the same on every screen.
import { beforeEach, describe, expect, it } from 'vitest';
import { visitorCoverage } from './visitor-coverage';
import { parseVisitorEstimate, useVisitorEstimate, VISITOR_ESTIMATE_KEY } from './visitor-estimate';

const answers = { birthdate: '1990-06-15', sex: 'male', tobacco: false } as const;
const wysh = (amount: number) => ({ id: `v-${amount}`, wyshId: 'w', slug: 'rent', name: 'Rent', amount });

beforeEach(() => {
  localStorage.clear();
  useVisitorEstimate.setState({ estimate: null });
});

describe("a visitor's estimate", () => {
  it('exists once the three answers are given, at the first choice, and is kept in this browser', () => {
    const estimate = useVisitorEstimate.getState().start(answers);
    expect(estimate).toEqual({ ...answers, amount: 50_000_000, termDuration: 20 });
    expect(parseVisitorEstimate(localStorage.getItem(VISITOR_ESTIMATE_KEY))).toEqual(estimate);
  });

  it('follows the sliders, within the filed cover and the terms the age allows', () => {
    useVisitorEstimate.getState().start(answers);
    useVisitorEstimate.getState().choose({ amount: 20_000_000, termDuration: 99 });
    const { estimate } = useVisitorEstimate.getState();
    expect(estimate!.amount).toBe(20_000_000);
    expect(estimate!.termDuration).toBeLessThanOrEqual(65 - 18);
    useVisitorEstimate.getState().forget();
    expect(localStorage.getItem(VISITOR_ESTIMATE_KEY)).toBeNull();
  });

  it('reads an older entry of answers alone as the first choice, and refuses what is not an estimate', () => {
    const older = JSON.stringify({ ...answers, amount: null, termDuration: null });
    expect(parseVisitorEstimate(older)).toEqual({ ...answers, amount: 50_000_000, termDuration: 20 });
    expect(parseVisitorEstimate('{"birthdate":"1990-06-15","sex":"x","tobacco":false}')).toBeNull();
    expect(parseVisitorEstimate('not json')).toBeNull();
  });
});

describe('visitorCoverage', () => {
  const estimate = { ...answers, amount: 20_000_000, termDuration: 20 };

  it('covers 66% of $300,000 of wyshes with $200,000', () => {
    expect(visitorCoverage(estimate, [wysh(10_000_000), wysh(20_000_000)])).toMatchObject({
      wyshTotal: 30_000_000,
      percentCovered: 66,
    });
  });

  it('has no share without an estimate or without wyshes', () => {
    expect(visitorCoverage(null, [wysh(30_000_000)]).percentCovered).toBeNull();
    expect(visitorCoverage(estimate, []).percentCovered).toBeNull();
  });
});
