// include: Shared/Headless.swift
import TrellisDiff
