/* Tangled from doc/fast-paths.nw; edit there, not here. */
#ifndef SF_POTENTIAL_H
#define SF_POTENTIAL_H
/* Internal to the library: the Stribeck potential in pairs (doc/fast-paths.nw, "The
   Stribeck potential, correctly rounded").  sf_potential_pair(y, mu_s, mu_k, v_s, eps,
   hw) is within 2^-67 (relative) of mu_k f0(y) + (mu_s - mu_k) J(y) for arguments where
   sf_potential_fast_range holds; sf_potential_fast rounds it or returns 0. */
#include "sf-round.h"
#include "sf-exp.h"
#ifdef SF_COUNT_SLOW_PATH               /* first tries declined, below and beyond eps */
extern unsigned long smooth_friction_potential_retries[2];
#define SF_POTENTIAL_RETRY(beyond) (smooth_friction_potential_retries[beyond]++)
#else
#define SF_POTENTIAL_RETRY(beyond) ((void)0)
#endif

#define SF_POTENTIAL_SWITCH 0.25         /* the series below, the closed forms above */
enum { SF_POTENTIAL_A, SF_POTENTIAL_B, SF_POTENTIAL_E, SF_POTENTIAL_J };
static const double sf_potential_head[4][5] = {
    { 360, -240, 90, -24, 5 }, { 840, -630, 252, -70, 15 }, { 720, -360, 120, -30, 6 },
    { 1680, -1050, 378, -98, 20 },
};
static const double sf_potential_tail[4][12] = {
    {
      -0x1.b6db6db6db6dbp-1, 0x1.0000000000000p-3, -0x1.0410410410410p-6,
      0x1.d41d41d41d41dp-10, -0x1.7a463005e918cp-13, 0x1.1566abc011567p-16,
      -0x1.74745e8bba300p-20, 0x1.cd225cacfee62p-24, -0x1.08db48ebe51c7p-27,
      0x1.1bc6606a7579ep-31, -0x1.1ce343ae239d8p-35, 0x1.0d0f870805313p-39,
    }, {
      -0x1.5000000000000p+1, 0x1.8e38e38e38e39p-2, -0x1.999999999999ap-5,
      0x1.745d1745d1746p-8, -0x1.2f684bda12f68p-11, 0x1.c01c01c01c01cp-15,
      -0x1.2e9e8cd187470p-18, 0x1.7897cbaf69c47p-22, -0x1.b287c3a303e2bp-26,
      0x1.d364db09b26e7p-30, -0x1.d6db2c4e09162p-34, 0x1.be13018d4bfa0p-38,
    }, {
      -0x1.0000000000000p+0, 0x1.2492492492492p-3, -0x1.2492492492492p-6,
      0x1.0410410410410p-9, -0x1.a01a01a01a01ap-13, 0x1.2e9e8cd187470p-16,
      -0x1.937e11175f095p-20, 0x1.f09b28ba4d955p-24, -0x1.1bc6606a7579ep-27,
      0x1.2eb177e905d76p-31, -0x1.2eb177e905d76p-35, 0x1.1ce343ae239d8p-39,
    }, {
      -0x1.b000000000000p+1, 0x1.f1c71c71c71c7p-2, -0x1.f49f49f49f49fp-5,
      0x1.bed61bed61bedp-8, -0x1.6692883044f4dp-11, 0x1.0565abb010566p-14,
      -0x1.5d2d18a2fe8d0p-18, 0x1.ae64567f544e4p-22, -0x1.ec77bb969e00ep-26,
      0x1.06e8bb35745e2p-29, -0x1.07202049b9c8ap-33, 0x1.efa3570ec6324p-38,
    },
};
SF_INLINE sf_dd sf_potential_series(int f, sf_dd z, int hw)
{
    const double *c = sf_potential_tail[f], zh = z.hi, z2 = zh * zh, z4 = z2 * z2;
    const double p0 = c[0] + zh * c[1], p1 = c[2] + zh * c[3], p2 = c[4] + zh * c[5],
                 p3 = c[6] + zh * c[7], p4 = c[8] + zh * c[9], p5 = c[10] + zh * c[11];
    const double q0 = p0 + z2 * p1, q1 = p2 + z2 * p3, q2 = p4 + z2 * p5;
    double rh = q0 + z4 * (q1 + z4 * q2), rl = 0.0;            /* the terms j >= 5 */
    SF_UNROLL
    for (int j = 4; j >= 0; j--) {
        const sf_dd p = sf_two_prod(rh, zh, hw);
        const sf_dd s = sf_fast_two_sum(sf_potential_head[f][j], p.hi);
        rl = s.lo + sf_mul_add(rl, zh, sf_mul_add(rh, z.lo, p.lo, hw), hw);
        rh = s.hi;
    }
    return sf_fast_two_sum(rh, rl);
}
SF_INLINE sf_dd sf_potential_sum(sf_dd a, sf_dd b)
{
    const sf_dd s = sf_two_sum(a.hi, b.hi);
    return sf_fast_two_sum(s.hi, s.lo + (a.lo + b.lo));
}
SF_INLINE sf_dd sf_potential_neg(sf_dd a) { return (sf_dd){ -a.hi, -a.lo }; }
SF_INLINE sf_dd sf_potential_quotient(double a, double b, int hw)             /* a/b */
{
    const double q = a / b;
    if (hw)
        return (sf_dd){ q, SF_FMA(-q, b, a) / b };
    const sf_dd p = sf_two_prod(q, b, hw);
    return (sf_dd){ q, ((a - p.hi) - p.lo) / b };
}
SF_INLINE sf_dd sf_potential_exp(sf_dd z, int hw)                           /* e^-z */
{
    if (!(z.hi <= SF_EXP_MAX))
        return (sf_dd){ 0.0, 0.0 };
    return sf_exp_minus(z.hi, z.lo, hw);
}
SF_INLINE void sf_potential_ab(sf_dd z, int hw, sf_dd *ha, sf_dd *hb)
{
    if (z.hi < SF_POTENTIAL_SWITCH) {
        *ha = sf_potential_series(SF_POTENTIAL_A, z, hw);
        *hb = sf_potential_series(SF_POTENTIAL_B, z, hw);
        return;
    }
    const sf_dd e = sf_potential_exp(z, hw), one = { 1.0, 0.0 }, two = { 2.0, 0.0 };
    const sf_dd z2 = sf_mul(z, z, hw), z3 = sf_mul(z2, z, hw);
    const sf_dd u = sf_potential_sum(one, z);                              /* 1 + z */
    const sf_dd na = sf_potential_sum(one, sf_potential_neg(sf_mul(u, e, hw)));
    const sf_dd u2 = sf_potential_sum(sf_potential_sum(two, sf_mul_d(z, 2.0, hw)), z2);
    const sf_dd nb = sf_potential_sum(two, sf_potential_neg(sf_mul(u2, e, hw)));
    *ha = sf_mul_d(sf_div(na, z2, hw), 720.0, hw);
    *hb = sf_mul_d(sf_div(nb, z3, hw), 2520.0, hw);
}
SF_INLINE sf_dd sf_potential_g_quick(sf_dd x, sf_dd t, int hw)   /* g', z <= 1/4 */
{
    const double *ha = sf_potential_head[SF_POTENTIAL_A], *hb = sf_potential_head[1];
    const double *ta = sf_potential_tail[SF_POTENTIAL_A], *tb = sf_potential_tail[1];
    const double z = x.hi, z2 = z * z, z4 = z2 * z2;
    double c[9], rl = 0.0;
    SF_UNROLL
    for (int i = 0; i < 9; i++)
        c[i] = sf_mul_add(-t.hi, tb[i], 7.0 * ta[i], hw);
    const double q0 = (c[0] + z * c[1]) + z2 * (c[2] + z * c[3]);
    const double q1 = (c[4] + z * c[5]) + z2 * (c[6] + z * c[7]);
    double rh = q0 + z4 * (q1 + z4 * c[8]);                           /* j = 5..13 */
    rh = sf_mul_add(z, rh, sf_mul_add(-t.hi, hb[4], 7.0 * ha[4], hw), hw);
    rh = sf_mul_add(z, rh, sf_mul_add(-t.hi, hb[3], 7.0 * ha[3], hw), hw);
    SF_UNROLL
    for (int j = 2; j >= 1; j--) {
        const sf_dd q = sf_two_prod(t.hi, hb[j], hw), k = sf_two_sum(7.0 * ha[j], -q.hi);
        const sf_dd p = sf_two_prod(rh, z, hw), s = sf_fast_two_sum(k.hi, p.hi);
        const double kl = k.lo - sf_mul_add(t.lo, hb[j], q.lo, hw);
        rl = (s.lo + kl) + sf_mul_add(rl, z, sf_mul_add(rh, x.lo, p.lo, hw), hw);
        rh = s.hi;
    }
    return sf_fast_two_sum(rh, rl);
}
SF_INLINE int sf_potential_fast_range(double y, double mu_s, double mu_k, double v_s,
                                      double eps)
{
    const uint64_t low = UINT64_C(0x3CF0000000000000);                      /* 2^-48 */
    const uint64_t s = sf_bits(mu_s), k = sf_bits(mu_k);
    if (((sf_bits(y) - low) | (s - low) | (k - low) | (sf_bits(v_s) - low)
         | (sf_bits(eps) - low) | (s - k)) < (UINT64_C(1) << 58))
        return 1;
    return eps >= 0x1p-200 && eps <= 0x1p200 && v_s >= 0x1p-200 && v_s <= 0x1p200
           && mu_s >= 0x1p-200 && mu_s <= 0x1p200 && (mu_k >= 0x1p-400 || mu_k == 0)
           && mu_k <= mu_s && (y == 0 || (y >= 0x1p-100 * eps && y <= 0x1p100 * eps))
           && eps <= 0x1p100 * v_s;
}
static const sf_dd sf_potential_inv2520 = { 0x1.a01a01a01a01ap-12,
                                            0x1.a01a01a01a01ap-72 };
SF_INLINE sf_dd sf_potential_below(double y, double mu_k, sf_dd d, double v_s,
                                   double eps, int hw)
{
    const sf_dd t = sf_potential_quotient(y, eps, hw);
    const sf_dd x = sf_potential_quotient(y, v_s, hw);
    const sf_dd k = sf_mul_d(sf_potential_inv2520, eps, hw), tt = sf_mul(t, t, hw);
    const sf_dd t3 = sf_fast_two_sum(3.0, -t.hi);
    const sf_dd three = sf_fast_two_sum(t3.hi, t3.lo - t.lo);                /* 3 - t */
    const sf_dd m = sf_potential_sum((sf_dd){ 1.0, 0.0 }, sf_mul(tt, three, hw));
    const sf_dd pm = sf_mul(sf_two_prod(840.0, mu_k, hw), m, hw);      /* 840 mu_k m */
    const sf_dd td = sf_mul(tt, d, hw);
    sf_dd ha, hb;
    sf_potential_ab(x, hw, &ha, &hb);
    const sf_dd g = sf_potential_sum(sf_mul_d(ha, 7.0, hw),
                                     sf_potential_neg(sf_mul(t, hb, hw)));
    return sf_mul(k, sf_potential_sum(pm, sf_mul(td, g, hw)), hw);
}
SF_INLINE sf_dd sf_potential_mul(sf_dd x, sf_dd y, int hw)          /* not normalized */
{
    const sf_dd c = sf_two_prod(x.hi, y.hi, hw);
    const double t = sf_mul_add(x.hi, y.lo, x.lo * y.lo, hw);
    return (sf_dd){ c.hi, c.lo + sf_mul_add(x.lo, y.hi, t, hw) };
}
SF_INLINE sf_dd sf_potential_below_quick(double y, double mu_s, double mu_k, sf_dd d,
                                         double v_s, double eps, int hw)  /* x_h <= 1/4 */
{
    const sf_dd t = sf_potential_quotient(y, eps, hw);
    const sf_dd x = sf_potential_quotient(y, v_s, hw);
    const sf_dd e = sf_two_prod(sf_potential_inv2520.hi, eps, hw);
    const sf_dd k = { e.hi, sf_mul_add(sf_potential_inv2520.lo, eps, e.lo, hw) };
    const sf_dd tt = sf_potential_mul(t, t, hw), t3 = sf_fast_two_sum(3.0, -t.hi);
    const sf_dd three = sf_fast_two_sum(t3.hi, t3.lo - t.lo);                /* 3 - t */
    const sf_dd s = sf_potential_mul(sf_two_prod(840.0, mu_s, hw), three, hw);
    /* s = 840 mu_s (3 - t), h = s + D x g' */
    const sf_dd dx = sf_potential_mul(d, x, hw), m = sf_two_prod(840.0, mu_k, hw);
    const sf_dd g = sf_potential_g_quick(x, t, hw);
    const sf_dd h = sf_potential_sum(s, sf_potential_mul(dx, g, hw));
    return sf_potential_mul(k, sf_potential_sum(m, sf_potential_mul(tt, h, hw)), hw);
}
SF_INLINE sf_dd sf_potential_beyond(double y, double mu_k, sf_dd d, double v_s,
                                    double eps, int hw)
{
    const sf_dd inv720 = { 0x1.6c16c16c16c17p-10, -0x1.f49f49f49f49fp-65 };
    const sf_dd c = sf_potential_quotient(eps, v_s, hw), ye = sf_two_sum(y, -eps);
    const sf_dd w = sf_div(ye, (sf_dd){ v_s, 0.0 }, hw);
    const sf_dd dec = sf_mul(d, sf_potential_exp(c, hw), hw);                /* D e^-c */
    sf_dd ha, hb, tail;
    sf_potential_ab(c, hw, &ha, &hb);
    const sf_dd g = sf_potential_sum(sf_mul_d(ha, 7.0, hw), sf_potential_neg(hb));
    const sf_dd j = sf_mul(g, sf_mul(sf_mul_d(sf_potential_inv2520, eps, hw), d, hw), hw);
    const sf_dd head = sf_potential_sum(sf_two_prod(mu_k, y, hw), j);    /* mu_k y + DJ */
    if (w.hi < SF_POTENTIAL_SWITCH) {
        const sf_dd e = sf_potential_series(SF_POTENTIAL_E, w, hw);
        tail = sf_mul(sf_mul(dec, sf_mul(ye, inv720, hw), hw), e, hw);
    } else {
        const sf_dd rest = sf_potential_sum((sf_dd){ 1.0, 0.0 },
                                            sf_potential_neg(sf_potential_exp(w, hw)));
        tail = sf_mul(sf_mul_d(dec, v_s, hw), rest, hw);
    }
    return sf_potential_sum(head, tail);
}
SF_INLINE sf_dd sf_potential_quick(int f, sf_dd w, int hw)       /* E or J, w_h <= 1/4 */
{
    const double *c = sf_potential_tail[f], *h = sf_potential_head[f];
    const double z = w.hi, z2 = z * z, z4 = z2 * z2;
    const double q0 = (c[0] + z * c[1]) + z2 * (c[2] + z * c[3]);
    const double q1 = (c[4] + z * c[5]) + z2 * (c[6] + z * c[7]);
    double rh = q0 + z4 * (q1 + z4 * c[8]), rl = 0.0;                    /* j = 5..13 */
    rh = sf_mul_add(z, sf_mul_add(z, rh, h[4], hw), h[3], hw);           /* j >= 3 */
    SF_UNROLL
    for (int j = 2; j >= 0; j--) {
        const sf_dd p = sf_two_prod(rh, z, hw), s = sf_fast_two_sum(h[j], p.hi);
        rl = s.lo + sf_mul_add(rl, z, sf_mul_add(rh, w.lo, p.lo, hw), hw);
        rh = s.hi;
    }
    return sf_fast_two_sum(rh, rl);
}
SF_INLINE sf_dd sf_potential_beyond_quick(double y, double mu_k, sf_dd d, double v_s,
                                          double eps, int hw)
{
    const sf_dd inv720 = { 0x1.6c16c16c16c17p-10, -0x1.f49f49f49f49fp-65 };
    const sf_dd c = sf_potential_quotient(eps, v_s, hw), ye = sf_two_sum(y, -eps);
    const double wh = ye.hi / v_s;
    const sf_dd w = hw ? (sf_dd){ wh, (SF_FMA(-wh, v_s, ye.hi) + ye.lo) / v_s }
                       : sf_div(ye, (sf_dd){ v_s, 0.0 }, hw);
    const sf_dd dk = sf_mul(sf_mul_d(sf_potential_inv2520, eps, hw), d, hw);
    const sf_dd g = sf_potential_quick(SF_POTENTIAL_J, c, hw);
    const sf_dd head = sf_potential_sum(sf_two_prod(mu_k, y, hw), sf_mul(dk, g, hw));
    const sf_dd dec = sf_mul(d, sf_exp_minus(c.hi, c.lo, hw), hw);            /* D e^-c */
    const sf_dd tail = sf_mul(sf_mul(dec, sf_mul(ye, inv720, hw), hw),
                              sf_potential_quick(SF_POTENTIAL_E, w, hw), hw);
    return sf_potential_sum(head, tail);
}
SF_INLINE double sf_potential_bound(double y, double v_s, double eps)          /* beta */
{
    const double w = y - eps, z = (y < eps ? y : w > eps ? w : eps) / v_s;   /* x; c, w */
    const double s = 4.0000001 * z, s2 = s * s;
    return s < 1 ? 0x1p-67 * (s2 * s2 * s) + 0x1p-78 : 0x1p-67;
}
SF_INLINE sf_dd sf_potential_pair(double y, double mu_s, double mu_k, double v_s,
                                  double eps, int hw)
{
    const sf_dd d = sf_two_sum(mu_s, -mu_k);
    return y < eps ? sf_potential_below(y, mu_k, d, v_s, eps, hw)
                   : sf_potential_beyond(y, mu_k, d, v_s, eps, hw);
}
SF_INLINE int sf_potential_first_applies(double y, double v_s, double eps)
{
    return y < eps ? y < 0.25 * v_s                                      /* x_h <= 1/4 */
                   : eps <= 0.25 * v_s && y - eps < 0.25 * v_s;    /* c_h, w_h <= 1/4 */
}
SF_INLINE sf_dd sf_potential_first(double y, double mu_s, double mu_k, double v_s,
                                   double eps, int hw)         /* the first try */
{
    const sf_dd d = sf_two_sum(mu_s, -mu_k);
    return y < eps ? sf_potential_below_quick(y, mu_s, mu_k, d, v_s, eps, hw)
                   : sf_potential_beyond_quick(y, mu_k, d, v_s, eps, hw);
}
SF_INLINE int sf_potential_fast(double y, double mu_s, double mu_k, double v_s,
                                double eps, int hw, double *result)
{
    if (sf_potential_first_applies(y, v_s, eps)) {
        const sf_dd q = sf_potential_first(y, mu_s, mu_k, v_s, eps, hw);
        const double bound = y < eps ? 0x1p-60 : 0x1p-62;
        if (sf_rounds_to_one(q, bound * fabs(q.hi), 0x1p-900, result))
            return 1;
        SF_POTENTIAL_RETRY(y >= eps);
    }
    const sf_dd v = sf_potential_pair(y, mu_s, mu_k, v_s, eps, hw);
    const double beta = sf_potential_bound(y, v_s, eps);
    return sf_rounds_to_one(v, beta * fabs(v.hi), 0x1p-900, result);
}
#endif
