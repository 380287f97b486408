# Tangled from doc/testbed.nw; edit there, not here.
import csv, math, sys
from fractions import Fraction

def mollifier(y, e):
    f1 = 1.0 if y >= e else 2 * y / e - y * y / (e * e)
    f2 = 0.0 if y >= e else 2 * (e - y) / (e * e)
    f0 = y if y >= e else e / 3 + y * y / e - y * y * y / (3 * e * e)
    f1x = 1 / y if y >= e else (2 * e - y) / (e * e)
    h = -math.inf if y == 0 else (-1 / (y * y * y) if y >= e else -1 / (y * e * e))
    return {"f0": f0, "f1": f1, "f2": f2, "f1_over_x": f1x, "f2_x_minus_f1_over_x3": h}
def blend(y, s, k, e):
    m = mollifier(y, e)
    t = y / e
    mu = k if y >= e else s + (k - s) * (3 * t * t - 2 * t * t * t)
    dmu_y = 0.0 if y >= e else 6 * (k - s) * (e - y) / (e * e * e)      # mu' / y
    f0 = k * y if y >= e else (e ** 6 * (17 * k - 7 * s) + 30 * e ** 4 * s * y * y
         - 10 * e ** 3 * s * y ** 3 + 45 * e * e * (k - s) * y ** 4
         + 42 * e * (s - k) * y ** 5 + 10 * (k - s) * y ** 6) / (30 * e ** 5)
    if y == 0:
        h = -math.inf if s > 0 else dmu_y * m["f1_over_x"]
    else:
        h = dmu_y * m["f1_over_x"] + mu * m["f2_x_minus_f1_over_x3"]
    return {"": mu, "_derivative": y * dmu_y, "_f0": f0, "_f1": mu * m["f1"],
            "_f2": y * dmu_y * m["f1"] + mu * m["f2"], "_f1_over_x": mu * m["f1_over_x"],
            "_f2_x_minus_mu_f1_over_x3": h}
def has_peak(name, x):
    s, k = x
    if math.isnan(s) or math.isnan(k):
        return -1
    if s < 0 or k < 0 or math.isinf(s) or math.isinf(k):
        return -1
    n = 2 if name == "smooth_mu_quadratic_has_static_peak" else 3
    return int((n + 1) * Fraction(k) < n * Fraction(s))

def coefficient(name, x):
    rules = {"average": lambda a, b: (a + b) / 2, "product": lambda a, b: a * b,
             "min": min, "max": max}
    if name.startswith("smooth_mu_blend_"):
        return rules[name[len("smooth_mu_blend_"):]](x[0], x[1])
    if name == "smooth_mu_edge":
        return (x[1] - x[0]) * x[2] + x[0]
    if name.endswith("has_static_peak"):
        return has_peak(name, x)
    return x[0] + x[3] * (x[1] - x[0]) + x[4] * (x[2] - x[0])
def direction(name, x):
    if name == "smooth_aniso_mu":
        u0, u1, a0, a1, mu0, mu1 = x
        x0, x1 = a0 * u0, a1 * u1
        n = math.sqrt(x0 * x0 + x1 * x1)
        if n == 0:
            return math.sqrt((mu0 * mu0 + mu1 * mu1) / 2)
        d0, d1 = mu0 * x0 / n, mu1 * x1 / n
        return math.sqrt(d0 * d0 + d1 * d1)
    u0, u1, m0, m1 = x
    m = m0 if m0 > m1 else m1
    if m == 0:
        m0 = m1 = m = 1.0
    v0, v1 = m0 * u0, m1 * u1
    return math.sqrt(v0 * v0 + v1 * v1) / m
def sum_s(k, x):
    term = total = 1.0
    for j in range(1, 60):
        term *= x / (k + j)
        total += term
    return total

def integral_j(y, v, e):
    if y > e:
        return integral_j(e, v, e) + v * math.exp(-e / v) * -math.expm1(-(y - e) / v)
    t, x = y / e, y / v
    if x <= 3:
        return math.exp(-x) * y * t * (sum_s(2, x) - t / 3 * sum_s(3, x))
    ex = math.exp(-x)
    p2 = -math.expm1(-x) - x * ex
    p3 = p2 - x * x / 2 * ex
    return 2 * v * (v / e) * (p2 - p3 * v / e)
def stribeck(name, x):
    y, s, k, v, e = x
    which, m = name[len("smooth_mu_stribeck"):], mollifier(y, e)
    mu, dmu = k + (s - k) * math.exp(-y / v), -(s - k) / v * math.exp(-y / v)
    if which == "_f0":
        return k * m["f0"] + (s - k) * integral_j(y, v, e)
    if which == "_f2_x_minus_mu_f1_over_x3":
        if y == 0:
            return -math.inf if s > 0 else 0.0
        return dmu / y * m["f1_over_x"] + mu * m["f2_x_minus_f1_over_x3"]
    return {"": mu, "_derivative": dmu, "_f1": mu * m["f1"],
            "_f2": dmu * m["f1"] + mu * m["f2"], "_f1_over_x": mu * m["f1_over_x"]}[which]
def peak(name, x):
    s, k, v, e = x
    if not (0 <= k <= s < math.inf and 0 < v < math.inf and 0 < e < math.inf):
        return math.nan
    force = lambda t: (k + (s - k) * math.exp(-t * e / v)) * t * (2 - t)
    g = [force(i / 1024) for i in range(1025)] + [-1.0]
    best, r = 1.0, (math.sqrt(5) - 1) / 2
    for i in range(1025):
        if g[i] < g[i - 1 if i else 1025] or g[i] < g[i + 1]:
            continue
        a, b = max(i - 1, 0) / 1024, min(i + 1, 1024) / 1024
        for _ in range(80):
            x1, x2 = b - r * (b - a), a + r * (b - a)
            if force(x1) < force(x2):
                a = x1
            else:
                b = x2
        if force((a + b) / 2) > force(best):
            best = (a + b) / 2
    return best if name.endswith("_at") else force(best)
def isotropic(u, y, s, k, e, out):
    b = blend(y, s, k, e)
    m1, m2 = b["_f1_over_x"], b["_f2_x_minus_mu_f1_over_x3"] if y != 0 else 0.0
    out["_g0"], out["_g1"] = m1 * u[0], m1 * u[1]
    out["_h00"], out["_h01"] = m1 + m2 * u[0] * u[0], m2 * u[0] * u[1]
    out["_h11"], out[""] = m1 + m2 * u[1] * u[1], b["_f0"]
def ellipse_part(u, m, cs, ck, e, out):
    mbar = max(m)
    if mbar == 0:
        return
    z = direction("smooth_ellipse_speed", [u[0], u[1], m[0], m[1]])
    w = [m[0] / mbar * m[0] * u[0], m[1] / mbar * m[1] * u[1]]
    b = blend(z, cs, ck, e)
    p1, p2 = b["_f1_over_x"], b["_f2_x_minus_mu_f1_over_x3"] / mbar if z != 0 else 0.0
    out[""] += mbar * b["_f0"]
    out["_g0"], out["_g1"] = out["_g0"] + p1 * w[0], out["_g1"] + p1 * w[1]
    out["_h00"] += p1 * (m[0] / mbar * m[0]) + p2 * w[0] * w[0]
    out["_h01"] += p2 * w[0] * w[1]
    out["_h11"] += p1 * (m[1] / mbar * m[1]) + p2 * w[1] * w[1]
def law(name, x):
    out = dict.fromkeys(["", "_g0", "_g1", "_h00", "_h01", "_h11"], 0.0)
    u, e = x[0:2], x[-1]
    if name.startswith("smooth_aniso_lagged"):
        s = direction("smooth_aniso_mu", x[0:4] + x[4:6])
        k = direction("smooth_aniso_mu", x[0:4] + x[6:8])
        isotropic(u, math.hypot(u[0], u[1]), s, k, e, out)
        return out[name[len("smooth_aniso_lagged"):]]
    if x[2] == x[3] and x[4] == x[5]:
        isotropic(u, math.hypot(u[0], u[1]), x[2], x[4], e, out)
    else:
        ellipse_part(u, x[2:4], 1.0, 0.0, e, out)
        ellipse_part(u, x[4:6], 0.0, 1.0, e, out)
    which = name[len("smooth_ellipse_"):]
    return out[""] if which == "potential" else out[which[len("gradient"):]]
def value(row, nargs):
    try:
        if nargs:
            x = [float.fromhex(f) for f in row[1:1 + nargs] if f != ""]
            if row[0] in ("smooth_aniso_mu", "smooth_ellipse_speed"):
                return direction(row[0], x)
            if row[0].startswith(("smooth_aniso_lagged", "smooth_ellipse_")):
                return law(row[0], x)
            if row[0].startswith("smooth_mu_stribeck_f1_peak"):
                return peak(row[0], x)
            if row[0].startswith("smooth_mu_stribeck"):
                return stribeck(row[0], x)
            return coefficient(row[0], x)
        name, y, e = row[0], float.fromhex(row[1]), float.fromhex(row[2])
        if name.startswith("smooth_friction_"):
            return mollifier(y, e)[name[len("smooth_friction_"):]]
        s, k = float.fromhex(row[3]), float.fromhex(row[4])
        return blend(y, s, k, e)[name[len("smooth_mu"):]]
    except (ZeroDivisionError, OverflowError, ValueError):
        return math.nan

with open(sys.argv[1], newline="") as src, open(sys.argv[2], "w", newline="") as dst:
    rows = csv.reader(src)
    out = csv.writer(dst, lineterminator="\n")
    header = next(rows)
    out.writerow(header + ["value"])
    for row in rows:
        v = value(row, len(header) - 1 if header[1] == "arg1" else 0)
        out.writerow(row + [str(v) if isinstance(v, int) else
                            "nan" if math.isnan(v) else v.hex()])
