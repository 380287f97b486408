/* Tangled from doc/exact.nw; edit there, not here. */
#ifndef RANDOM_H
#define RANDOM_H
#include <stdint.h>

static inline uint64_t random_splitmix64(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}
static inline uint64_t random_xorshift64(uint64_t *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

static inline uint64_t random_xorshift64s(uint64_t *state)
{
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    return *state * 0x2545F4914F6CDD1Du;
}
static inline uint64_t random_mmix(uint64_t *state)
{
    return *state = *state * 6364136223846793005u + 1442695040888963407u;
}
static inline double random_unit(uint64_t bits)
{
    return (double)(bits >> 11) * 0x1p-53;
}

#endif
