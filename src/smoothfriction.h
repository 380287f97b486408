/* Tangled from doc/build.nw; edit there, not here. */
#ifndef SMOOTHFRICTION_H
#define SMOOTHFRICTION_H

/* The version; make install writes MAJOR.MINOR.PATCH into smoothfriction.pc.
   SMOOTHFRICTION_VERSION = major * 10000 + minor * 100 + patch, for #if tests, so minor
   and patch stay below 100. */
#define SMOOTHFRICTION_VERSION_MAJOR 0
#define SMOOTHFRICTION_VERSION_MINOR 1
#define SMOOTHFRICTION_VERSION_PATCH 0
#define SMOOTHFRICTION_VERSION (SMOOTHFRICTION_VERSION_MAJOR * 10000 \
                                + SMOOTHFRICTION_VERSION_MINOR * 100 \
                                + SMOOTHFRICTION_VERSION_PATCH)

#include "smooth-friction.h"   /* chapter 1: the mollifier */
#include "smooth-mu.h"         /* chapter 2: the cubic and piecewise-quadratic blends */
#include "smooth-peak.h"       /* chapter 3: the static peak, the peak-preserving blend */
#include "smooth-pair.h"       /* chapter 5: a contact's coefficient from its two sides */
#include "smooth-aniso.h"      /* chapter 5: coefficients that depend on the direction */
#include "smooth-stribeck.h"   /* chapter 6: the Stribeck curve */
#include "smooth-roll.h"       /* chapter 8: rolling and spinning friction */
#endif
