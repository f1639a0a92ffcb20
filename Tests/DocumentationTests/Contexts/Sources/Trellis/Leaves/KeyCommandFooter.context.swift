// include: Shared/Mail.swift
import TrellisTerminal
