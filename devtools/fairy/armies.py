"""The six Fantasy armies as the cross-check sees them (part of crosscheck.py).

For every piece its Fairy-Stockfish definition or why there is none, and the rules the
variant sections and the position filters need: promotions, initial double steps,
forward-only pieces and the start positions. Standard library only.
"""

# Armies. For every letter: (name, FSF definition, note).
# FSF definition: "builtin:<fsf piece name>" or a Betza string for a custom piece, or None
# when FSF cannot express the piece exactly (the note says why).

ARMIES = {
    "humans": {
        "K": ("King", "builtin:king", ""),
        "Q": ("Queen", "builtin:queen", "Q"),
        "R": ("Rook", "builtin:rook", "R"),
        "B": ("Bishop", "builtin:bishop", "B"),
        "N": ("Knight", "builtin:knight", "N"),
        "C": ("Cardinal", "builtin:archbishop", "BN"),
        "M": ("Marshal", "builtin:chancellor", "RN"),
        "P": ("Pawn", "builtin:pawn", "fmWfcF, double step from rank 3, promotion as Grand"),
    },
    "elves": {
        "K": ("King", "builtin:king", ""),
        "E": ("Elder", "QN", "amazon"),
        "L": ("Loremaster", None, "R + griffon: FSF's Betza has no bent (two-leg) moves"),
        "M": ("Mage", None, "griffon (F then outward rook): FSF's Betza has no bent moves"),
        "R": ("Ranger", "NN", "nightrider"),
        "S": ("Seeress", "W2F2", "limited sliders"),
        "W": ("Warrior", "mWcfF", ""),
    },
    "dwarves": {
        "K": ("King", "builtin:king", ""),
        "C": ("Cannon", "mRcpR", "cannon"),
        "E": ("General", "W2F2nN", "nN = lame knight, orthogonal square first"),
        "G": ("Guard", "K", "non-royal king"),
        "P": ("Priest", None, "its D squares are reached through either diagonal middle "
                              "square; FSF's lame D (nD) only goes through the orthogonal one"),
        "S": ("Soldier", "fWcfF", ""),
        "W": ("War Machine", "RcpRfF", ""),
    },
    "horde": {
        "K": ("Dark Lord", "builtin:king", ""),
        "A": ("Assassin", "mQcK", ""),
        "B": ("Balrog", None, "crooked rook part: FSF's Betza has no crooked (z) moves"),
        "G": ("Goblin", "fWifmnD", "double step from rank 3 as an initial move"),
        "H": ("Werewolf", "fNfsN", "the four forward knight leaps"),
        "M": ("Minotaur", "NL", ""),
        "O": ("Orc", "fFifmnA", "the strike is not expressible"),
        "R": ("Ogre", "R4", ""),
        "W": ("Wolf Rider", "KN", ""),
        "Z": ("Warlock", None, "crooked bishop: FSF's Betza has no crooked (z) moves"),
    },
    "giants": {
        "K": ("King", "builtin:king", ""),
        "B": ("Behemoth Rider", None, "1-3 orthogonal steps turning freely: no multi-leg moves in FSF"),
        "D": ("Two-Headed Cyclops", None, "bent griffon-like path: no multi-leg moves in FSF"),
        "G": ("Giant", "DA", ""),
        "M": ("Mammoth Rider", None, "its F squares are reached through either orthogonal middle "
                                     "square; FSF has no lame F (W and nD parts would be fine)"),
        "O": ("Colossus", "NDA", ""),
        "T": ("Titan", "HLJG", ""),
        "Y": ("Cyclops", None, "rook that may not stop on its first square: no multi-leg moves in FSF"),
    },
    "druids": {
        "K": ("Druid", "builtin:king", ""),
        "A": ("Eagle", None, "diagonal slide of two or more squares: no multi-leg moves in FSF"),
        "B": ("Bear", "R4F", ""),
        "C": ("Cheetah", "mAcD", ""),
        "D": ("Dog", "W", ""),
        "E": ("Elephant", "R", ""),
        "F": ("Fox", "F", ""),
        "G": ("Pegasus", None, "contains the Eagle's move"),
        "H": ("Horse", "N", ""),
        "J": ("Jaguar", "mAcW", ""),
        "L": ("Lion", "mFcD", ""),
        "M": ("Puma", "mDcA", ""),
        "O": ("Falcon", "B", ""),
        "P": ("Panther", "mDcF", ""),
        "R": ("Roc", "Q", ""),
        "S": ("Stag", "WH", ""),
        "T": ("Tiger", "mWcA", ""),
        "U": ("Unicorn", "R4FN", ""),
        "W": ("Wolf", "mWcF", ""),
        "Y": ("Coyote", "mFcW", ""),
    },
}

ARMY_ORDER = ["humans", "elves", "dwarves", "horde", "giants", "druids"]

# Pieces FSF cannot express but which can appear as a promotion choice. They are given an
# approximate Betza (its expressible part) and may only be created at the last ply of a
# perft, where their movement never matters (see `position_settings`).
LEAF_ONLY = {("dwarves", "P"): "FnA"}

# Promotion: pawn-like letters, choices, limits (pieces of that type a side may have on the
# board; 0 = unlimited).
PROMOTION = {
    "humans": ("P", "QMCRBN", {"Q": 1, "M": 1, "C": 1, "R": 2, "B": 2, "N": 2}),
    "dwarves": ("S", "EGP", {"E": 1, "G": 2, "P": 2}),
    "horde": ("GH", "W", {}),
}
# Initial double steps: letter -> relative rank it is made from.
DOUBLE_STEP = {"humans": {"P": 3}, "horde": {"G": 3, "O": 2}}
# Forward-only pieces (reset the 50-move counter).
FORWARD_ONLY = {"humans": "P", "dwarves": "S", "horde": "GOH"}

START = {
    "humans": ["R8R", "1NBQKMCBN1", "PPPPPPPPPP"],
    "elves": ["4RR4", "1S1LKEM1S1", "WWWWWWWWWW"],
    "dwarves": ["C8C", "1PGWKEWGP1", "SSSSSSSSSS"],
    "horde": ["ZRHBKMAHRZ", "OOOOOOOOOO", "GGGGGGGGGG"],
    "giants": ["3BKTD3", "1YMOGGOMY1", "4GG4"],
    "druids": ["9E", "BHARKUGOS1", "FJYLMCTWPD"],
}


def expressible(army, letter):
    return ARMIES[army][letter][1] is not None
